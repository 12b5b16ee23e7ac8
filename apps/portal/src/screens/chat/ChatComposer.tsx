import { EMPTY_CHAT_MESSAGE } from '@pod-portal/domain';
import { Alert, Button, type Option, Select, TextArea } from '@pod-portal/ui';
import { type FormEvent, useState } from 'react';
import { FileTrigger, type Key } from 'react-aria-components';
import { CHAT_IMAGE_ACCEPT, readChatImage } from './read-chat-image.ts';

/** What a sent message carries; `about` is the chosen option's id (`book:7`, `order:7301`). */
export interface ChatDraft {
  message: string;
  imageData: string | null;
  about: string | null;
}

export interface ChatComposerProps {
  /** Sends the draft; resolves the product's error message, or undefined when it was sent. */
  onSend: (draft: ChatDraft) => Promise<string | undefined>;
  /** The author's books and orders a message can point at (the author's side only). */
  aboutOptions?: readonly Option[];
}

const NOTHING = 'nothing';

/** The message box: text, an optional image and, for authors, what it is about. */
export function ChatComposer({ onSend, aboutOptions }: ChatComposerProps) {
  const [message, setMessage] = useState('');
  const [image, setImage] = useState<{ name: string; dataUrl: string } | null>(null);
  const [about, setAbout] = useState<Key>(NOTHING);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const read = await readChatImage(file);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(undefined);
    setImage({ name: file.name, dataUrl: read.dataUrl });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (message.trim() === '' && !image) {
      setError(EMPTY_CHAT_MESSAGE);
      return;
    }
    setSending(true);
    const refused = await onSend({
      message,
      imageData: image?.dataUrl ?? null,
      about: about === NOTHING ? null : String(about),
    });
    setSending(false);
    setError(refused);
    if (refused) return;
    setMessage('');
    setImage(null);
    setAbout(NOTHING);
  }

  return (
    <form className="chat-composer" onSubmit={send} aria-label="New message">
      {error && <Alert variant="danger">{error}</Alert>}
      {aboutOptions && aboutOptions.length > 0 && (
        <Select
          label="About"
          options={[{ id: NOTHING, label: 'Nothing in particular' }, ...aboutOptions]}
          selectedKey={about}
          onSelectionChange={(key) => setAbout(key ?? NOTHING)}
        />
      )}
      <TextArea
        label="Message"
        rows={3}
        value={message}
        onChange={setMessage}
        characterLimit={4000}
      />
      <div className="chat-composer__actions">
        <FileTrigger acceptedFileTypes={CHAT_IMAGE_ACCEPT} onSelect={(files) => void choose(files)}>
          <Button variant="secondary">Attach image</Button>
        </FileTrigger>
        {image && (
          <span className="chat-composer__image">
            {image.name}
            <Button
              variant="ghost"
              onPress={() => setImage(null)}
              aria-label={`Remove ${image.name}`}
            >
              Remove
            </Button>
          </span>
        )}
        <Button type="submit" isPending={sending}>
          Send
        </Button>
      </div>
    </form>
  );
}
