// @sikka/shared/select: the design system's Select (radix Select, ~30 kB gzip of the page's JavaScript),
// an entry of its own so that only the pages with a choice list download it.
export { Select, type SelectProps, type SelectOption } from './Select';
