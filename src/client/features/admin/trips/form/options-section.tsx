import { Button, SimpleGrid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { fieldError } from '../../form/field-error.ts'
import { TextField } from '../../form/text-field.tsx'
import { blankOption, type OptionFormValues } from './form-values.ts'
import { FormSection } from './form-section.tsx'
import { ListError } from './list-error.tsx'
import { useDragReorder } from './reorder.tsx'
import { ReorderableItem } from './reorderable-item.tsx'
import type { TripForm } from './use-trip-form.ts'

/**
 * The options for sale (room kinds, cabins...): at least one; one that orders name stays. On a
 * hotel package an option is a kind of room: its people are the room's occupancy, and the rooming
 * list puts its buyers in rooms of that many (docs/ADMIN.md "Rooming list").
 */
export function OptionsSection({ form }: { form: TripForm }) {
  const { t } = useLingui()
  return (
    <FormSection title={t`Options and prices`} description={t`Prices are per person, in reais.`}>
      <form.Field name="options" mode="array">
        {(options) => (
          <OptionList
            form={form}
            options={options.state.value}
            onMove={options.moveValue}
            onRemove={options.removeValue}
            onAdd={() => options.pushValue(blankOption())}
            error={fieldError(options)}
          />
        )}
      </form.Field>
    </FormSection>
  )
}

interface OptionListProps {
  form: TripForm
  options: OptionFormValues[]
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
  onAdd: () => void
  error?: string
}

function OptionList({ form, options, onMove, onRemove, onAdd, error }: OptionListProps) {
  const { t } = useLingui()
  const drag = useDragReorder(onMove)
  const hotel = useStore(form.store, (state) => state.values.hotel.trim() !== '')
  return (
    <Stack gap="3">
      <Stack as="ol" listStyleType="none" gap="3" aria-label={t`Options`}>
        {options.map((option, index) => (
          <ReorderableItem
            key={index}
            index={index}
            count={options.length}
            title={t`Option ${index + 1}`}
            drag={drag}
            onMove={onMove}
            onRemove={() => onRemove(index)}
            removeBlocked={option.orders > 0 ? t`This option has orders: it cannot be removed` : undefined}
          >
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <form.Field name={`options[${index}].name`}>{(field) => <TextField field={field} label={t`Name`} required placeholder={t`Double room`} />}</form.Field>
              <form.Field name={`options[${index}].priceCents`}>
                {(field) => <TextField field={field} label={t`Price per person (R$)`} required inputMode="decimal" placeholder="0,00" />}
              </form.Field>
              <form.Field name={`options[${index}].people`}>
                {(field) => (
                  <TextField
                    field={field}
                    label={hotel ? t`People per room` : t`People`}
                    required
                    inputMode="numeric"
                    helper={hotel ? t`The room's occupancy: 1 single, 2 double, 3 triple… (up to 10)` : t`From 1 to 10`}
                  />
                )}
              </form.Field>
            </SimpleGrid>
          </ReorderableItem>
        ))}
      </Stack>
      <ListError error={error} />
      <Button variant="outline" alignSelf="start" onClick={onAdd}>
        <Trans>Add an option</Trans>
      </Button>
    </Stack>
  )
}
