import type { ComponentType } from 'react';

/**
 * A dialog whose contents are mounted for each open and unmounted when it closes, so its fields,
 * errors and typed text start fresh every time (docs/decisions.md D29). `Content` is the open dialog.
 */
export function mountedWhileOpen<Props extends object>(Content: ComponentType<Props>) {
  function WhileOpen(props: Props & { open: boolean }) {
    return props.open ? <Content {...props} /> : null;
  }
  WhileOpen.displayName = `WhileOpen(${Content.displayName ?? Content.name})`;
  return WhileOpen;
}
