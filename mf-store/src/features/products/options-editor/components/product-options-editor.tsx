import { Box, Paper, Typography } from '@comanda/shared/ui/mui';
import { OPTION_SECTIONS, optionDescriptorOf, isBusinessTypeSlug, type OptionFieldDescriptor, type OptionSection } from '@comanda/shared/domain';
import { errorAt, itemsAt, type OptionsErrors, type OptionsValue } from '../lib/editor-value';
import { OptionFieldInput } from './option-field-input';
import { OptionGroupEditor } from './option-group-editor';

export type ProductOptionsEditorProps = {
  /** The product's business type. */
  slug: string;
  /** business_type_options as the form keeps it (see editorValueOf). */
  value: OptionsValue;
  onChange: (value: OptionsValue) => void;
  /** validateProductOptions errors, by path relative to the options (see optionErrorsOf). */
  errors?: OptionsErrors;
};

/** The field's value, or its default (money defaults are in centavos; the editor works in reais). */
function fieldValue(field: OptionFieldDescriptor, value: OptionsValue): unknown {
  if (value[field.key] !== undefined) return value[field.key];
  return field.kind === 'money' && typeof field.default === 'number' ? field.default / 100 : field.default;
}

const sectionId = (section: OptionSection) => `product-options-${section.normalize('NFD').replace(/[^a-zA-Z]+/g, '-').toLowerCase()}`;

/**
 * The option editor of every business type, drawn from its descriptor: the groups (items with name and
 * price) under "Opções", then each field by its kind in the descriptor's sections.
 */
export function ProductOptionsEditor({ slug, value, onChange, errors = {} }: ProductOptionsEditorProps) {
  if (!isBusinessTypeSlug(slug)) {
    return <Typography color="text.secondary">Este tipo de negócio não tem opções.</Typography>;
  }
  const { groups, fields } = optionDescriptorOf(slug);
  const set = (key: string, next: unknown) => onChange({ ...value, [key]: next });
  const under = (prefix: string) => (path: string) => errorAt(errors, path === '' ? prefix : `${prefix}.${path}`);

  const sections = OPTION_SECTIONS.filter((section) => (section === 'Opções' ? groups.length > 0 : fields.some((field) => field.section === section)));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {sections.map((section) => (
        <Paper key={section} component="section" variant="outlined" aria-labelledby={sectionId(section)} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
          <Typography id={sectionId(section)} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {section}
          </Typography>
          {section === 'Opções'
            ? groups.map((group) => (
                <OptionGroupEditor
                  key={group.optionKey}
                  group={group}
                  limitField={group.limit ? fields.find((field) => field.key === group.limit?.field) : undefined}
                  items={itemsAt(value, group.optionKey)}
                  onChange={(items) => set(group.optionKey, items)}
                  errorAt={under(group.optionKey)}
                />
              ))
            : fields
                .filter((field) => field.section === section)
                .map((field) => (
                  <OptionFieldInput
                    key={field.key}
                    field={field}
                    value={fieldValue(field, value)}
                    onChange={(next) => set(field.key, next)}
                    error={errorAt(errors, field.key)}
                    errorAt={under(field.key)}
                  />
                ))}
        </Paper>
      ))}
    </Box>
  );
}
