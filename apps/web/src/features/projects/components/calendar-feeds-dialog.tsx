import { useEffect, useRef, useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { PUBLISHING_MESSAGES, type CalendarFeed, type CreatedCalendarFeed } from '@plotline/shared';
import { useCalendarFeeds } from '@/api/publishing';
import { copyText, OnceShownSecret } from '@/components/ui/once-shown-secret';
import { LoadingBlock } from '@/components/ui/spinner';
import { FormError } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { formatShortDate, formatShortDateTime } from '@/lib/format';
import { PublishedList, type PublishedItem, type PublishingDialogKind } from './published-list';

/**
 * "Subscribe in calendar" (docs/decisions.md D42): opening it makes a new feed of the project for
 * the signed-in user and copies its address, shown this once; below, the user's feeds of the
 * project, each revocable. Content is mounted per open, so each open makes one feed.
 */
export const CALENDAR_FEEDS_DIALOG: PublishingDialogKind = { title: 'Subscribe in calendar', Content: FeedsContent, icon: <CalendarPlus className="h-5 w-5" aria-hidden="true" />, describe: ({ name }) => `Add ${name} to Google Calendar, Outlook or Apple Calendar with this address. Anyone who has it can read the events.` };

/** A feed as its row says it: when made, and whether a calendar app reads it. */
const feedItem = (feed: CalendarFeed): PublishedItem => ({
  id: feed.id,
  label: `Created ${formatShortDateTime(feed.createdAt)}`,
  detail: feed.lastUsedAt ? `Last read by a calendar ${formatShortDate(feed.lastUsedAt)}` : 'Not read by a calendar yet',
});

function FeedsContent({ projectId }: { projectId: string }) {
  const { list: feeds, create: createFeed, revoke: revokeFeed } = useCalendarFeeds(projectId);
  // 'revoked' once the feed made on this open was revoked here: nothing to copy any more.
  const [created, setCreated] = useState<{ feed: CreatedCalendarFeed; isCopied: boolean } | 'revoked' | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once per open (the ref survives StrictMode's second effect run).
    if (hasStarted.current) return;
    hasStarted.current = true;
    createFeed.mutate(undefined, {
      onSuccess: async (feed) => setCreated({ feed, isCopied: await copyText(feed.url) }),
    });
  }, [createFeed]);

  return (
    <div className="space-y-4">
      {created === 'revoked' ? null : created ? (
        <OnceShownSecret
          region="New calendar link"
          label={created.isCopied ? 'Calendar link (copied)' : 'Calendar link'}
          value={created.feed.url}
          warning={PUBLISHING_MESSAGES.copyOnce}
          copyLabel="Copy calendar link"
          copiedMessage="Calendar link copied"
          isInitiallyCopied={created.isCopied}
        />
      ) : createFeed.isError ? (
        <FormError message={`Failed to create a calendar link: ${errorMessage(createFeed.error)}`} />
      ) : (
        <LoadingBlock size="sm" className="py-6" label="Creating your calendar link" />
      )}
      <PublishedList heading="Your calendar feeds" what="calendar feed" emptyText="You have no calendar feeds for this project." query={feeds} toItem={feedItem} revoke={revokeFeed}
        onRevoked={(feedId) => created && created !== 'revoked' && created.feed.id === feedId && setCreated('revoked')}
      />
    </div>
  );
}
