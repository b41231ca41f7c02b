import { cn } from '@/lib/cn';

/**
 * The milestone mark the table and the calendar put before a milestone's title (issue 16): a
 * small diamond in the text's own colour, so it reads on any background the title reads on. It
 * is an image named "Milestone"; where a cell or button is named by an aria-label, the label says
 * it instead.
 */
export function MilestoneDiamond({ className }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label="Milestone"
      title="Milestone"
      className={cn('inline-block h-2 w-2 shrink-0 rotate-45 rounded-[1px] bg-current', className)}
    />
  );
}
