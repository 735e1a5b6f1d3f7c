import { MOUNTING_STYLES } from '@boardhouse/shared/catalog/normalise';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconSchool } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogApi, catalogKeys, type MpnOption } from '../../api/catalog.api.ts';
import { ApiError } from '../../api/client.ts';
import { staffOrderKeys } from '../../api/order-actions.api.ts';
import {
  type LineEditResponse,
  type MountingStyle,
  orderLineEditKeys,
  orderLineEditsApi,
  type ProductionBomLine,
} from '../../api/order-line-edits.api.ts';
import { errorText } from '../pricing/admin-errors.ts';

const K = 'admin.staffOrder.production';

export type LineEditMode = 'package' | 'mounting' | 'record';

interface DialogProps {
  orderId: number;
  editing: { line: ProductionBomLine; mode: LineEditMode } | null;
  onClose: () => void;
}

/**
 * Corrects one ordered BOM line: its case package, its mounting style, or the MPN record it stands
 * for. Each correction also teaches the catalog, and the dialog says so before staff save.
 */
export function StaffBomLineDialog({ orderId, editing, onClose }: DialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const line = editing?.line;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={
        editing ? t(`${K}.dialog.${editing.mode}Title`, { line: line?.lineNo, mpn: line?.mpn ?? '—' }) : ''
      }
      fullScreen={isPhone}
      size="lg"
      centered
    >
      {/* Keyed so each line and each kind of edit starts from the line's own values. */}
      {editing && (
        <LineEditForm
          key={`${editing.line.lineNo}-${editing.mode}`}
          orderId={orderId}
          line={editing.line}
          mode={editing.mode}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

/** Runs one line edit; the order and the catalog's lists are read again afterwards. */
function useLineEdit(orderId: number, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: orderLineEditKeys.edit(orderId),
    mutationFn: (run: () => Promise<LineEditResponse>) => run(),
    onSuccess: async (answer) => {
      notifications.show({
        color: 'teal',
        message: t(`${K}.saved`, { line: answer.line.lineNo, count: answer.rematchedLines }),
      });
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(orderId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
      ]);
    },
  });
}

interface FormProps {
  orderId: number;
  line: ProductionBomLine;
  mode: LineEditMode;
  onClose: () => void;
}

function LineEditForm({ orderId, line, mode, onClose }: FormProps) {
  const { t } = useTranslation();
  const edit = useLineEdit(orderId, onClose);
  const ref = { orderId, lineNo: line.lineNo };
  // A refusal naming fields goes under those fields; any other (gone, closed order) above the buttons.
  const fieldErrors = edit.error instanceof ApiError ? edit.error.fieldErrors : {};
  const generalError =
    edit.error && Object.keys(fieldErrors).length === 0
      ? errorText(edit.error, t('errors.serverUnreachable'))
      : null;
  const shared = { line, isSaving: edit.isPending, generalError, onClose };
  if (mode === 'package') {
    return (
      <PackageForm
        {...shared}
        serverError={fieldErrors.casePackage}
        onSave={(value) => edit.mutate(() => orderLineEditsApi.changeCasePackage(ref, value))}
      />
    );
  }
  if (mode === 'mounting') {
    return (
      <MountingForm
        {...shared}
        serverError={fieldErrors.mountingStyle}
        onSave={(value) => edit.mutate(() => orderLineEditsApi.changeMountingStyle(ref, value))}
      />
    );
  }
  return (
    <RecordForm
      {...shared}
      serverError={fieldErrors.mpnDataId}
      onSave={(record) => edit.mutate(() => orderLineEditsApi.linkMpnRecord(ref, record.value))}
    />
  );
}

interface EditFormProps<T> {
  line: ProductionBomLine;
  isSaving: boolean;
  generalError: string | null;
  serverError: string | undefined;
  onSave: (value: T) => void;
  onClose: () => void;
}

/** The part every edit ends with: what the catalog learns, a refusal, and the buttons. */
function FormEnd(props: {
  learns: string;
  error: string | null;
  isSaving: boolean;
  onClose: () => void;
  submit: string;
  back?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        color="blue"
        variant="light"
        icon={<IconSchool size={18} />}
        title={t(`${K}.dialog.learnsTitle`)}
      >
        <Text size="sm">{props.learns}</Text>
      </Alert>
      {props.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {props.error}
        </Alert>
      )}
      <Group justify="flex-end">
        {props.back ?? (
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" loading={props.isSaving}>
          {props.submit}
        </Button>
      </Group>
    </>
  );
}

/**
 * An edit of one value of the line (its package, its mounting style): required, checked here first,
 * with what the catalog learns from it. `field` draws the input for the current value and its error.
 */
function SingleValueForm<T>({
  line,
  isSaving,
  generalError,
  serverError,
  onSave,
  onClose,
  initial,
  label,
  learnsKey,
  field,
}: EditFormProps<T> & {
  initial: T | null;
  label: string;
  learnsKey: string;
  field: (value: T | null, setValue: (next: T | null) => void, error: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<T | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value === null) return setError(t('validation.required', { name: label }));
    setError(null);
    onSave(value);
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {field(value, setValue, error ?? serverError)}
        <FormEnd
          learns={t(line.mpn ? learnsKey : `${K}.dialog.nothingLearnt`, { mpn: line.mpn })}
          error={generalError}
          isSaving={isSaving}
          onClose={onClose}
          submit={t('common.save')}
        />
      </Stack>
    </form>
  );
}

function PackageForm(props: EditFormProps<string>) {
  const { t } = useTranslation();
  const label = t(`${K}.dialog.package`);
  return (
    <SingleValueForm<string>
      {...props}
      initial={props.line.package?.trim() || null}
      label={label}
      learnsKey={`${K}.dialog.packageLearns`}
      field={(value, setValue, error) => (
        <TextInput
          label={label}
          description={t(`${K}.dialog.packageHint`)}
          withAsterisk
          data-autofocus
          maxLength={60}
          value={value ?? ''}
          // Blank is no value: the form then asks for one instead of sending spaces.
          onChange={(event) => setValue(event.currentTarget.value.trim() ? event.currentTarget.value : null)}
          error={error}
        />
      )}
      onSave={(value) => props.onSave(value.trim())}
    />
  );
}

function MountingForm(props: EditFormProps<MountingStyle>) {
  const { t } = useTranslation();
  const label = t(`${K}.dialog.mounting`);
  return (
    <SingleValueForm<MountingStyle>
      {...props}
      initial={props.line.mountingStyle}
      label={label}
      learnsKey={`${K}.dialog.mountingLearns`}
      field={(value, setValue, error) => (
        <Select
          label={label}
          withAsterisk
          data-autofocus
          allowDeselect={false}
          data={MOUNTING_STYLES.map((style) => ({ value: style, label: t(`${K}.mountingStyle.${style}`) }))}
          value={value}
          onChange={(next) => setValue(next as MountingStyle | null)}
          error={error}
        />
      )}
    />
  );
}

/** Choose a record (the catalog searches as staff type), then confirm what the catalog learns. */
function RecordForm({
  line,
  isSaving,
  generalError,
  serverError,
  onSave,
  onClose,
}: EditFormProps<MpnOption>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(line.mpn ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<MpnOption | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = useQuery({
    queryKey: catalogKeys.mpnOptions(debouncedSearch),
    queryFn: ({ signal }) => catalogApi.mpnData.options(debouncedSearch, signal),
    placeholderData: keepPreviousData,
    // Picking an option puts its label in the box; that text is not a new search.
    enabled: selected === null || debouncedSearch !== selected.label,
  });
  const label = t(`${K}.dialog.record`);
  const found = options.data ?? [];
  const choices =
    selected && !found.some((option) => option.value === selected.value) ? [selected, ...found] : found;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return setError(t('validation.required', { name: label }));
    setError(null);
    if (isConfirming) onSave(selected);
    else setIsConfirming(true);
  };
  const learns = !line.mpn
    ? t(`${K}.dialog.nothingLearnt`)
    : selected
      ? t(`${K}.dialog.recordLearns`, { mpn: line.mpn, target: selected.label })
      : t(`${K}.dialog.recordLearnsChoose`, { mpn: line.mpn });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {isConfirming && selected ? (
          <Text size="sm">
            {t(`${K}.dialog.recordConfirm`, { line: line.lineNo, target: selected.label })}
          </Text>
        ) : (
          <Select
            label={label}
            placeholder={t(`${K}.dialog.recordPlaceholder`)}
            searchable
            withAsterisk
            data-autofocus
            data={choices.map((option) => ({ value: String(option.value), label: option.label }))}
            // The server searches; the list must not be filtered a second time by the typed text.
            filter={({ options: all }) => all}
            searchValue={search}
            onSearchChange={setSearch}
            value={selected ? String(selected.value) : null}
            onChange={(value) => {
              setSelected(choices.find((option) => String(option.value) === value) ?? null);
              setError(null);
            }}
            nothingFoundMessage={options.isFetching ? t('common.loading') : t(`${K}.dialog.noRecords`)}
            error={
              error ??
              serverError ??
              (options.isError ? errorText(options.error, t('errors.serverUnreachable')) : null)
            }
          />
        )}
        <FormEnd
          learns={learns}
          error={generalError}
          isSaving={isSaving}
          onClose={onClose}
          submit={t(isConfirming ? `${K}.dialog.confirmLink` : `${K}.dialog.next`)}
          back={
            isConfirming ? (
              <Button variant="default" onClick={() => setIsConfirming(false)}>
                {t(`${K}.dialog.back`)}
              </Button>
            ) : undefined
          }
        />
      </Stack>
    </form>
  );
}
