import { useState } from 'react';

/** A form's typed-in values in one state, and the props that tie a field to one of them. */
export function useFormValues<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const bind = (name: keyof Values, testId?: string) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    'data-testid': testId,
  });
  return { values, setValues, bind };
}
