import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid, useFocusFirstInvalid } from './focus-first-invalid';

describe('focusFirstInvalid (issue 20)', () => {
  it('focuses the first field marked invalid in the order of the page', () => {
    render(
      <form data-testid="form">
        <input aria-label="first" />
        <input aria-label="second" aria-invalid="true" />
        <input aria-label="third" aria-invalid="true" />
      </form>,
    );
    expect(focusFirstInvalid(screen.getByTestId('form'))).toBe(true);
    expect(screen.getByLabelText('second')).toHaveFocus();
  });

  it('focuses the first control of an invalid group (a topic picker)', () => {
    render(
      <form data-testid="form">
        <div data-invalid="true">
          <span>Topics</span>
          <input type="checkbox" aria-label="Climate" />
        </div>
        <input aria-label="later" aria-invalid="true" />
      </form>,
    );
    focusFirstInvalid(screen.getByTestId('form'));
    expect(screen.getByLabelText('Climate')).toHaveFocus();
  });

  it('leaves the focus alone when nothing is invalid', () => {
    render(
      <form data-testid="form">
        <input aria-label="name" aria-invalid="false" />
        <button type="submit">Send</button>
      </form>,
    );
    screen.getByRole('button').focus();
    expect(focusFirstInvalid(screen.getByTestId('form'))).toBe(false);
    expect(screen.getByRole('button')).toHaveFocus();
  });
});

function EmptyForm() {
  const [error, setError] = useState<string>();
  const { formRef, requestFocus } = useFocusFirstInvalid();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('Please fill in this field.');
    requestFocus();
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <input aria-label="optional" />
      <input aria-label="name" aria-invalid={error !== undefined} />
      {error && <p>{error}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFocusFirstInvalid', () => {
  it('moves the focus from the send button to the field marked on the next render', async () => {
    const user = userEvent.setup();
    render(<EmptyForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.getByLabelText('name')).toHaveFocus();
  });
});
