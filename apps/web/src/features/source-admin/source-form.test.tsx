import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { oneTopicPicker } from '../../test/topic-picker-stub';
import { SourceForm, type SourceFormProps } from './source-form';
import { EMPTY_SOURCE_FORM, type SourceFormValues } from './source-form-values';

// jsdom cannot make object URLs; the preview only needs some address for the chosen file.
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  void i18n.changeLanguage('en');
});
afterAll(() => void i18n.changeLanguage('en'));

function renderForm(overrides: Partial<SourceFormProps> = {}) {
  const onSubmit = vi.fn<(values: SourceFormValues) => void>();
  render(
    <SourceForm
      initialValues={EMPTY_SOURCE_FORM}
      hasStoredImage={false}
      storedImage={undefined}
      sourceTypes={[{ value: 3, label: 'Initiative' }]}
      submitLabel="Create Source"
      isSubmitting={false}
      serverErrors={{}}
      onSubmit={onSubmit}
      renderTopicPicker={oneTopicPicker({ id: 2, name: 'Mobility' })}
      {...overrides}
    />,
  );
  return { onSubmit, user: userEvent.setup({ applyAccept: false }) };
}

describe('SourceForm', () => {
  it('says that approval can take up to three days', () => {
    renderForm();
    expect(screen.getByText(/Approval can take up to three days/)).toBeInTheDocument();
  });

  it('names every missing required field, the image included, instead of sending', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Source' }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const label of ['Source Name *', 'City *', 'Description *', 'Source Type *', 'Image *']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Please fill in this field.');
    }
    expect(screen.getByLabelText('Internal Point of Contact *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a file that is not an image before uploading anything', async () => {
    const { onSubmit, user } = renderForm();
    await user.upload(
      screen.getByLabelText('Image *'),
      new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Source' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Image *')).toHaveAccessibleDescription(
      'Please choose a PNG, JPEG, WebP or GIF image.',
    );
  });

  it('previews the chosen image and sends the complete form with it', async () => {
    const { onSubmit, user } = renderForm();
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.type(screen.getByLabelText('Source Name *'), 'Radentscheid');
    await user.selectOptions(screen.getByLabelText('Source Type *'), 'Initiative');
    await user.click(screen.getByLabelText('Mobility'));
    await user.type(screen.getByLabelText('Description *'), 'Safe streets.');
    await user.type(screen.getByLabelText('City *'), 'Leipzig');
    await user.selectOptions(screen.getByLabelText('Country *'), 'AT');
    await user.type(screen.getByLabelText('Internal Point of Contact *'), 'team@example.org');
    await user.upload(screen.getByLabelText('Image *'), logo);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Create Source' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Radentscheid',
        country: 'AT',
        source_type_id: 3,
        topic_ids: [2],
        internal_contact: 'team@example.org',
        image: logo,
      }),
    );
  });

  it('keeps the stored image when editing, so a new one is optional', () => {
    renderForm({ hasStoredImage: true, storedImage: new Blob(['png'], { type: 'image/png' }) });
    expect(screen.getByLabelText('Image')).not.toBeRequired();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });

  it('needs no new image for a source that has one, even before its bytes are read', async () => {
    const { onSubmit, user } = renderForm({
      hasStoredImage: true,
      initialValues: {
        ...EMPTY_SOURCE_FORM,
        name: 'Radentscheid',
        city: 'Leipzig',
        source_type_id: 3,
        topic_ids: [2],
        description: 'Safe streets.',
        internal_contact: 'team@example.org',
      },
    });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Source' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ image: undefined }));
  });

  it("shows the server's 422 messages next to their fields", () => {
    renderForm({ serverErrors: { internal_contact: 'Must be an e-mail address.' } });
    expect(screen.getByLabelText('Internal Point of Contact *')).toHaveAccessibleDescription(
      'Must be an e-mail address.',
    );
  });
});
