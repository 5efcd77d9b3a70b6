import { useState, type FormEvent } from 'react';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  supportIssueTypes,
  supportPriorities,
  type SupportAnswer,
  type SupportIssueType,
  type SupportPriority,
  type SupportRequest,
} from '../../../../contract/support';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useSubmitSupportRequest } from '../api/submit-support-request';
import { issueTypeLabels, priorityLabels } from '../../../lib/support-labels';

function ChoiceField<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  values: readonly T[];
  labels: Record<T, string>;
  onChange(value: T): void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.values.map((value) => (
          <option key={value} value={value}>
            {props.labels[value]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A new request: type, priority, the product (refunds only) and the message. Starts at general / medium. */
export function SupportForm({ onAnswered }: { onAnswered(answer: SupportAnswer): void }) {
  const submitRequest = useSubmitSupportRequest();
  const [type, setType] = useState<SupportIssueType>('general');
  const [priority, setPriority] = useState<SupportPriority>('medium');
  const [productId, setProductId] = useState('');
  const [message, setMessage] = useState('');
  const blank = message.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || submitRequest.isPending) return;
    // The product ID is shown for refunds only, and sent only when filled.
    const request: SupportRequest = {
      type,
      priority,
      message,
      ...(type === 'refund' && productId ? { productId: Number(productId) } : {}),
    };
    submitRequest.mutate(request, {
      onSuccess: (answer) => {
        toast({
          title: 'Support Request Processed',
          description: 'Our AI assistant has analyzed your request and provided a response.',
        });
        onAnswered(answer);
      },
      onError: (error) => {
        if (hasErrorCode(error, 'unauthorized')) return;
        // A rate limit says when to come back; any other failure gets the spec's notice.
        const description = hasErrorCode(error, 'rate_limited')
          ? errorMessage(error, '')
          : 'Failed to process your support request. Please try again.';
        toast({ title: 'Error', description, variant: 'destructive' });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Support request">
      <div className="grid gap-5 sm:grid-cols-2">
        <ChoiceField
          id="support-type"
          label="Issue type"
          value={type}
          values={supportIssueTypes}
          labels={issueTypeLabels}
          onChange={setType}
        />
        <ChoiceField
          id="support-priority"
          label="Priority"
          value={priority}
          values={supportPriorities}
          labels={priorityLabels}
          onChange={setPriority}
        />
      </div>

      {type === 'refund' ? (
        <div className="space-y-2">
          <Label htmlFor="support-product-id">Product ID (optional)</Label>
          <Input
            id="support-product-id"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={productId}
            // Digits only: the server takes a whole number.
            onChange={(e) => setProductId(e.target.value.replace(/\D/g, ''))}
            aria-describedby="support-product-id-hint"
            className="sm:max-w-xs"
          />
          <p id="support-product-id-hint" className="text-xs text-muted-foreground">
            The number at the end of the product page's address, for example 42 in /product/42.
          </p>
        </div>
      ) : null}

      <div className="space-y-2">
        <Label htmlFor="support-message">How can we help?</Label>
        <Textarea
          id="support-message"
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="Tell us what happened, what you expected and anything you have tried."
          aria-describedby="support-message-hint"
        />
        <p id="support-message-hint" className="text-xs text-muted-foreground">
          Our AI assistant answers straight away and passes anything it cannot resolve to a person.
        </p>
      </div>

      <Button type="submit" className="w-full sm:w-auto" disabled={blank || submitRequest.isPending}>
        {submitRequest.isPending ? 'Sending...' : 'Submit Request'}
      </Button>
    </form>
  );
}
