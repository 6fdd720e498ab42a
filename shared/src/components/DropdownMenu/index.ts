// @sikka/shared/menu: the design system's DropdownMenu (radix DropdownMenu), an entry of its own so that
// only the signed-in header and the back office download it, not a visitor's first page.
export {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
  type DropdownMenuProps,
  type DropdownMenuItemProps,
} from './DropdownMenu';
