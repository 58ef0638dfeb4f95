export { ProductOptionsEditor } from './components/product-options-editor';
export type { ProductOptionsEditorProps } from './components/product-options-editor';
export { editorValueOf, optionErrorsOf } from './lib/editor-value';
export type { OptionsErrors, OptionsValue } from './lib/editor-value';
