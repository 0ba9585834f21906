import { FormField } from './form-field';
import { Textarea } from './textarea';

/** A labelled multi-line text box for a string held by its caller, at most `maxLength` characters long. */
export function TextBoxField({
  label,
  value,
  onChange,
  maxLength,
  error,
  required,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  error?: string;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <FormField label={label} error={error} required={required}>
      <Textarea
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
