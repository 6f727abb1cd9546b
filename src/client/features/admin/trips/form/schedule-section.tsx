import { Button, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../../form/text-field.tsx'
import { fieldError } from '../../form/field-error.ts'
import { blankDay } from './form-values.ts'
import { FormSection } from './form-section.tsx'
import { useDragReorder } from './reorder.tsx'
import { ReorderableItem } from './reorderable-item.tsx'
import type { TripForm } from './use-trip-form.ts'
import { ListError } from './list-error.tsx'

/** The day-by-day schedule: a day's number is its place in the list. */
export function ScheduleSection({ form }: { form: TripForm }) {
  const { t } = useLingui()
  return (
    <FormSection title={t`Day by day`} description={t`Drag the days or use the arrows to put them in order.`}>
      <form.Field name="schedule" mode="array">
        {(days) => (
          <ScheduleDays
            form={form}
            count={days.state.value.length}
            onMove={days.moveValue}
            onRemove={days.removeValue}
            onAdd={() => days.pushValue(blankDay())}
            error={fieldError(days)}
          />
        )}
      </form.Field>
    </FormSection>
  )
}

interface ScheduleDaysProps {
  form: TripForm
  count: number
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  onAdd: () => void
  error?: string
}

function ScheduleDays({ form, count, onMove, onRemove, onAdd, error }: ScheduleDaysProps) {
  const { t } = useLingui()
  const drag = useDragReorder(onMove)
  return (
    <Stack gap="3">
      <Stack as="ol" listStyleType="none" gap="3" aria-label={t`Days`}>
        {Array.from({ length: count }, (_, index) => (
          <ReorderableItem key={index} index={index} count={count} title={t`Day ${index + 1}`} drag={drag} onMove={onMove} onRemove={() => onRemove(index)}>
            <form.Field name={`schedule[${index}].title`}>{(field) => <TextField field={field} label={t`Title`} required />}</form.Field>
            <form.Field name={`schedule[${index}].locations`}>{(field) => <TextField field={field} label={t`Locations`} multiline helper={t`One a line`} />}</form.Field>
            <form.Field name={`schedule[${index}].description`}>{(field) => <TextField field={field} label={t`Description`} multiline />}</form.Field>
          </ReorderableItem>
        ))}
      </Stack>
      <ListError error={error} />
      <Button variant="outline" alignSelf="start" onClick={onAdd}>
        <Trans>Add a day</Trans>
      </Button>
    </Stack>
  )
}
