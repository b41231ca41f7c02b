import { ArrowLeft, MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconBadge } from '@/components/ui/empty-state';

export function ThankYouPanel({ onBack }: { onBack: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <IconBadge tone="green">
        <MailCheck className="h-6 w-6" aria-hidden="true" />
      </IconBadge>
      <h2 className="text-xl font-semibold text-gray-900">Thank you for registering your interest!</h2>
      <p className="text-sm text-gray-600">We&apos;re currently in Closed Alpha, please look out for an invitation email.</p>
      <Button variant="secondary" onClick={onBack} className="mt-2">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back
      </Button>
    </div>
  );
}
