"use client";

import { useId, useState } from "react";
import { sendCommunityHelpAction } from "@/actions/community";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import {
  COMMUNITY_HELP_TOPIC_LABELS,
  COMMUNITY_HELP_TOPICS,
  type TCommunityHelpTopic,
} from "@/content/community/help-topics";
import { HELP_MESSAGE_MAX } from "@/domain/community/limits";

/** The help page's contact form (issue #20). What was typed stays until the message is sent. */
export function HelpForm({ email }: { email: string }) {
  const [topic, setTopic] = useState<TCommunityHelpTopic | "">("");
  const [message, setMessage] = useState("");
  const [sent, setSent] = useState(false);
  const { run, pending, formError, fieldErrors } = useAction();
  const topicId = useId();
  const messageId = useId();
  const messageHint = useId();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setSent(false);
        void run(
          () => sendCommunityHelpAction({ topic: topic as TCommunityHelpTopic, message }),
          () => {
            setSent(true);
            setMessage("");
            setTopic("");
          },
        );
      }}
    >
      <div>
        <label htmlFor={topicId} className="block font-medium text-ink">
          What is it about?
        </label>
        <select
          id={topicId}
          required
          value={topic}
          onChange={(e) => setTopic(e.target.value as TCommunityHelpTopic)}
          aria-invalid={fieldErrors.topic ? true : undefined}
          className="mt-2 h-11 w-full max-w-sm rounded-[var(--radius-control)] border border-line-strong bg-surface px-3 text-ink"
        >
          <option value="" disabled>
            Choose a topic
          </option>
          {COMMUNITY_HELP_TOPICS.map((t) => (
            <option key={t} value={t}>
              {COMMUNITY_HELP_TOPIC_LABELS[t]}
            </option>
          ))}
        </select>
        {fieldErrors.topic ? <p className="mt-1 text-sm text-danger">{fieldErrors.topic}</p> : null}
      </div>
      <div>
        <label htmlFor={messageId} className="block font-medium text-ink">
          Your message
        </label>
        <p id={messageHint} className="text-sm text-ink-muted">
          We reply to {email} within two working days. Please don't include detailed medical
          information.
        </p>
        <textarea
          id={messageId}
          required
          rows={6}
          maxLength={HELP_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-describedby={messageHint}
          aria-invalid={fieldErrors.message ? true : undefined}
          className="mt-2 w-full rounded-[var(--radius-control)] border border-line-strong bg-surface p-3 text-ink"
        />
        {fieldErrors.message ? (
          <p className="mt-1 text-sm text-danger">{fieldErrors.message}</p>
        ) : null}
      </div>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {sent && !formError ? (
        <FormAlert tone="success">
          Thank you: your message is with the team. We'll reply by email.
        </FormAlert>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
