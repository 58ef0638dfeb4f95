import { forwardRef, useState } from 'react';
import { TextField } from '@mui/material';
import { InputAdornment } from '@comanda/shared/ui/mui';
import SearchIcon from '@mui/icons-material/Search';
import { findPosProducts, type Product } from '@comanda/shared/domain';

type Props = { products: Product[]; onPick: (product: Product) => void; onSearch: (text: string) => void; onNotFound: (text: string) => void; autoFocus?: boolean };

/** Type a product's code (or part of its name) and Enter: one match is added (or its options open). */
export const CodeSearchField = forwardRef<HTMLInputElement, Props>(function CodeSearchField({ products, onPick, onSearch, onNotFound, autoFocus = false }, ref) {
  const [text, setText] = useState('');
  const change = (value: string) => {
    setText(value);
    onSearch(value);
  };
  const submit = () => {
    if (text.trim() === '') return;
    const found = findPosProducts(products, text);
    if (found.length === 1) {
      onPick(found[0]!);
      change('');
    } else if (found.length === 0) onNotFound(text.trim());
  };
  return (
    <TextField
      inputRef={ref}
      label="Código ou nome do produto"
      value={text}
      autoFocus={autoFocus}
      autoComplete="off"
      size="small"
      fullWidth
      onChange={(e) => change(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          submit();
        }
        if (e.key === 'Escape') change('');
      }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
    />
  );
});
