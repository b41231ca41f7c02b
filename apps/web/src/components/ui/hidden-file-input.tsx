import type { RefObject } from 'react';

/**
 * The file input behind an "Import" button: hidden, out of the tab order, named for assistive
 * technology, and cleared after each choice so choosing the same file again (after fixing it)
 * still counts. The button opens it with `inputRef.current?.click()`.
 */
export function HiddenFileInput({
  inputRef,
  accept,
  label,
  onFile,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  label: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
