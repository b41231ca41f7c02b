/** The look of the grid's right-click menus (timeline header, event row). */
export const menuClass = 'z-50 min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg';
export const menuItemClass =
  'flex cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-700 outline-none data-[highlighted]:bg-gray-100';
