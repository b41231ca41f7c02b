/*
 * Radix's popover and menu, with the popper, dismissable layer, focus scope and scroll lock under
 * them: the chunk lazy-radix.tsx loads after the first paint (docs/decisions.md D82).
 */
export { DropdownMenu, Popover } from 'radix-ui';
