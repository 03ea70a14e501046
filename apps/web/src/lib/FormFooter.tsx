import type { Envelope } from '@bb/contract';
import { Button } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { displayError } from './forms';

/**
 * Sends one form's request and keeps its busy flag and error message. `run` resolves to the
 * result on success and to null on failure, having set the message the footer shows.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function run<T>(request: () => Promise<Envelope<T>>, fallback: string): Promise<{ result: T } | null> {
    setBusy(true);
    setError('');
    const res = await request();
    setBusy(false);
    if (res.status?.code !== 200) {
      setError(displayError(res.status?.msg ?? fallback));
      return null;
    }
    return { result: res.result };
  }
  return { busy, error, run };
}

/** The error line, the full-width submit button, and whatever links go under it. */
export function FormFooter({
  error,
  busy,
  label,
  children,
}: {
  error: string;
  busy: boolean;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      <Button block type="submit" color="primary" size="large" loading={busy}>
        {label}
      </Button>
      {children}
    </>
  );
}
