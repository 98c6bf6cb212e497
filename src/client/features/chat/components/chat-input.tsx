import { useEffect, useId, useRef, useState } from 'react';
import { ArrowUp, Square } from 'lucide-react';
import { assistantMessageMaxLength } from '../../../../shared/assistant/assistant.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { chatCopy } from '../chat-copy.ts';

interface ChatInputProps {
  advisorName: string;
  /** Initialised, available and not streaming. */
  enabled: boolean;
  streaming: boolean;
  /** Focus the box when it becomes usable (not on phones: that would pop the keyboard up unasked). */
  autoFocus: boolean;
  onSend: (text: string) => boolean;
  onStop: () => void;
}

/** The message box: Enter sends, Shift+Enter makes a new line; Stop while a reply streams. */
export function ChatInput({ advisorName, enabled, streaming, autoFocus, onSend, onStop }: ChatInputProps) {
  const [text, setText] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const wasTyping = useRef(false);
  const hintId = useId();

  // The box is disabled while the advisor types, which drops focus: give it back afterwards.
  useEffect(() => {
    if (!enabled) return;
    const active = document.activeElement;
    const focusLost = !active || active === document.body || active.getAttribute('role') === 'dialog';
    if ((wasTyping.current || autoFocus) && focusLost) textareaRef.current?.focus();
  }, [enabled, autoFocus]);

  const submit = () => {
    if (!enabled) return;
    if (onSend(text)) {
      wasTyping.current = document.activeElement === textareaRef.current;
      setText('');
    }
  };

  const nearLimit = text.length > assistantMessageMaxLength - 500;
  return (
    <form
      className="border-t bg-popover/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="relative">
        <label htmlFor={`${hintId}-input`} className="sr-only">
          Message {advisorName}
        </label>
        <Textarea
          id={`${hintId}-input`}
          ref={textareaRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          disabled={!enabled}
          placeholder={enabled ? chatCopy.placeholder(advisorName) : chatCopy.connecting}
          maxLength={assistantMessageMaxLength}
          aria-describedby={hintId}
          rows={3}
          className="max-h-48 min-h-20 resize-none rounded-xl bg-background pr-14 text-[0.9375rem] dark:bg-input/20"
        />
        <div className="absolute right-2 bottom-2">
          {streaming ? (
            <Button key="stop" type="button" size="sm" variant="secondary" onClick={onStop} className="h-9 rounded-lg">
              <Square aria-hidden="true" className="size-3.5 fill-current" />
              Stop
            </Button>
          ) : (
            <Button key="send" type="submit" size="icon-sm" disabled={!enabled || !text.trim()} className="rounded-lg" aria-label="Send message">
              <ArrowUp aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className={cn("mt-1.5 flex justify-between gap-2 px-1 text-[0.6875rem] text-muted-foreground", !nearLimit && "max-sm:sr-only")}>
        <span>
          Enter to send, Shift+Enter for a new line
        </span>
        {nearLimit && (
          <span>
            {text.length.toLocaleString('en-US')} / {assistantMessageMaxLength.toLocaleString('en-US')}
          </span>
        )}
      </p>
    </form>
  );
}
