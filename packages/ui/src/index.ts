export { Button, type ButtonProps, type Variant } from './Button.tsx';
export { Description, FieldError, type FieldTexts, Label } from './Field.tsx';
export { Link, type LinkProps } from './Link.tsx';
