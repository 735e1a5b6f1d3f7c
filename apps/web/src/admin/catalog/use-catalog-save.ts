import { notifications } from '@mantine/notifications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';

interface CatalogSaveOptions<TValues, TResult> {
  save: (values: TValues) => Promise<TResult>;
  /** Lists the saved record can appear in; refetched after a save. */
  invalidates: readonly QueryKey[];
  successMessage: string;
  /** Puts the server's per-field messages under the form's fields. */
  setFieldErrors: (errors: Record<string, string>) => void;
  /** Server field names that differ from the form's (a query parameter named after the seed call). */
  fieldNames?: Record<string, string>;
  onSaved: (result: TResult) => void;
}

/**
 * The save of a catalog form: notifies, refreshes the lists, and on a refusal (400, 409) shows the
 * server's message and puts its field messages under the fields they concern.
 */
export function useCatalogSave<TValues, TResult>({
  save,
  invalidates,
  successMessage,
  setFieldErrors,
  fieldNames = {},
  onSaved,
}: CatalogSaveOptions<TValues, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notifications.show({ color: 'teal', message: successMessage });
      onSaved(result);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const errors: Record<string, string> = {};
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          // A mapped name takes the whole path: "aliases.2" → the aliases input.
          const key = fieldNames[field.split('.')[0] ?? field] ?? field;
          errors[key] ??= message;
        }
        setFieldErrors(errors);
      }
      notifications.show({ color: 'red', message: error.message });
    },
  });
}
