import { CONTAINER_TYPES } from '#domain/freight.ts'
import { OCEAN_LOAD_CODES, type OceanLoad } from '#domain/ocean-loads.ts'
import { QUOTE_LIMITS } from '#domain/quote-options.ts'
import { useRef } from 'react'
import { fieldId } from '../error-summary.tsx'
import { FormField } from '../form-field.tsx'
import { PlusIcon, TrashIcon } from '../icons.tsx'
import { SelectField } from './fields.tsx'
import type { FreightMode } from '#domain/freight.ts'
import type { Language } from '#app/i18n/language.ts'
import { OCEAN_SERVICE } from '#domain/quote-options.ts'
import {
  loadOf,
  type ContainerDraft,
  type ContainerField,
  type LineDraft,
  type LineField,
  type QuoteDraft,
  type TotalsDraft,
} from './quote-draft.ts'
import { DraftSummary } from './quote-review.tsx'
import { LiveEstimate, PostedEstimate } from './estimate-region.tsx'
import { useLanguage } from '#app/i18n/language.ts'
import { fill } from '#app/i18n/messages.ts'
import { digitsIn } from '#domain/numerals.ts'
import { containerLabel } from './cargo-texts.ts'
import { useQuoteTexts } from './quote-services.ts'
import type { QuoteTexts } from './quote.messages.ts'

/** "Package line 2", with the number as the page writes it. */
function numbered(template: string, index: number, language: Language) {
  return fill(template, { number: digitsIn(String(index + 1), language) })
}
import type { Errors, ItemList, QuoteFormAction } from './use-quote-form.ts'

/**
 * The package lines of step 2: one fieldset per kind of package. Without `onAdd` and `onRemove`
 * (no JavaScript) the lines are a fixed set, and blank ones are not sent.
 */
export function PackageLines({
  lines,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  lines: readonly LineDraft[]
  errors: Errors
  onChange: (index: number, field: LineField, value: string) => void
  onAdd?: (() => void) | undefined
  onRemove?: ((index: number) => void) | undefined
}) {
  // Where the focus goes when the line it was in is removed.
  const addButton = useRef<HTMLButtonElement>(null)
  const texts = useQuoteTexts()
  const language = useLanguage()
  const fields: { field: LineField; label: keyof QuoteTexts; mode: 'numeric' | 'decimal' }[] = [
    { field: 'count', label: 'pieces', mode: 'numeric' },
    { field: 'lengthCm', label: 'lengthCm', mode: 'numeric' },
    { field: 'widthCm', label: 'widthCm', mode: 'numeric' },
    { field: 'heightCm', label: 'heightCm', mode: 'numeric' },
    { field: 'weightKg', label: 'pieceWeightKg', mode: 'decimal' },
  ]
  return (
    <div className="field--wide package-lines">
      <h3 className="package-lines__title">{texts.packages}</h3>
      <p className="field__hint">{texts.packagesHint}</p>
      <ol className="package-lines__list">
        {lines.map((line, index) => (
          <li key={line.key}>
            <fieldset className="package-line">
              <legend>{numbered(texts.packageLine, index, language)}</legend>
              <div className="package-line__grid">
                {fields.map(({ field, label, mode }) => (
                  <FormField
                    key={field}
                    id={fieldId('quote', `packages.${index}.${field}`)}
                    label={texts[label]}
                    name={`packages.${index}.${field}`}
                    inputMode={mode}
                    autoComplete="off"
                    value={line[field]}
                    error={errors[`packages.${index}.${field}`]}
                    onChange={(event) => onChange(index, field, event.target.value)}
                  />
                ))}
              </div>
              {onRemove && lines.length > 1 ? (
                <button
                  type="button"
                  className="button button--text package-line__remove"
                  onClick={() => {
                    onRemove(index)
                    addButton.current?.focus()
                  }}
                >
                  <TrashIcon /> {numbered(texts.removePackageLine, index, language)}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.packages ? (
        <p className="field__error" role="alert">
          {errors.packages}
        </p>
      ) : null}
      {onAdd && lines.length < QUOTE_LIMITS.LINES_MAX ? (
        <button
          ref={addButton}
          type="button"
          className="button button--outline package-lines__add"
          onClick={onAdd}
        >
          <PlusIcon /> {texts.addPackageLine}
        </button>
      ) : null}
    </div>
  )
}

/** FCL: one line per container type, how many of it. */
export function ContainerLines({
  lines,
  errors,
  onChange,
  onAdd,
  onRemove,
}: {
  lines: readonly ContainerDraft[]
  errors: Errors
  onChange: (index: number, field: ContainerField, value: string) => void
  onAdd?: (() => void) | undefined
  onRemove?: ((index: number) => void) | undefined
}) {
  const addButton = useRef<HTMLButtonElement>(null)
  const texts = useQuoteTexts()
  const language = useLanguage()
  return (
    <div className="field--wide package-lines">
      <h3 className="package-lines__title">{texts.containersTitle}</h3>
      <p className="field__hint">{texts.containersHint}</p>
      <ol className="package-lines__list">
        {lines.map((line, index) => (
          <li key={line.key}>
            <fieldset className="package-line">
              <legend>{numbered(texts.containerLine, index, language)}</legend>
              <div className="package-line__grid container-line__grid">
                <SelectField
                  id={fieldId('quote', `containers.${index}.type`)}
                  label={texts.containerType}
                  name={`containers.${index}.type`}
                  value={line.type}
                  error={errors[`containers.${index}.type`]}
                  placeholder={texts.chooseContainerType}
                  options={CONTAINER_TYPES.map((type) => ({
                    value: type.code,
                    label: containerLabel(type.code, texts),
                  }))}
                  onChange={(value) => onChange(index, 'type', value)}
                />
                <FormField
                  id={fieldId('quote', `containers.${index}.quantity`)}
                  label={texts.containerCount}
                  name={`containers.${index}.quantity`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={line.quantity}
                  error={errors[`containers.${index}.quantity`]}
                  onChange={(event) => onChange(index, 'quantity', event.target.value)}
                />
              </div>
              {onRemove && lines.length > 1 ? (
                <button
                  type="button"
                  className="button button--text package-line__remove"
                  onClick={() => {
                    onRemove(index)
                    addButton.current?.focus()
                  }}
                >
                  <TrashIcon /> {numbered(texts.removeContainerLine, index, language)}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.containers ? (
        <p className="field__error" role="alert">
          {errors.containers}
        </p>
      ) : null}
      {onAdd && lines.length < QUOTE_LIMITS.LINES_MAX ? (
        <button
          ref={addButton}
          type="button"
          className="button button--outline package-lines__add"
          onClick={onAdd}
        >
          <PlusIcon /> {texts.addContainerLine}
        </button>
      ) : null}
    </div>
  )
}

/** LCL by the shipper's own figures: pieces, total CBM and total gross weight. */
export function CargoTotalsFields({
  totals,
  errors,
  onChange,
}: {
  totals: TotalsDraft
  errors: Errors
  onChange: (field: keyof TotalsDraft, value: string) => void
}) {
  const texts = useQuoteTexts()
  const fields: {
    field: keyof TotalsDraft
    label: string
    mode: 'numeric' | 'decimal'
    hint?: string
  }[] = [
    { field: 'pieces', label: texts.packageCount, mode: 'numeric' },
    {
      field: 'volumeCbm',
      label: texts.totalVolume,
      mode: 'decimal',
      hint: texts.totalVolumeHint,
    },
    { field: 'grossWeightKg', label: texts.totalWeight, mode: 'decimal' },
  ]
  return (
    <fieldset className="field--wide package-line cargo-totals">
      <legend>{texts.totalsLegend}</legend>
      <div className="package-line__grid container-line__grid">
        {fields.map(({ field, label, mode, hint }) => (
          <FormField
            key={field}
            id={fieldId('quote', `cargoTotals.${field}`)}
            label={label}
            name={`cargoTotals.${field}`}
            hint={hint}
            inputMode={mode}
            autoComplete="off"
            value={totals[field]}
            error={errors[`cargoTotals.${field}`]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </div>
      {errors.cargoTotals ? (
        <p className="field__error" role="alert">
          {errors.cargoTotals}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Ocean freight: LCL by package lines or by totals, or FCL by containers. */
export function LoadChoice({
  value,
  idOf,
  oceanOnly,
  onChange,
}: {
  value: OceanLoad
  idOf: (name: string) => string
  /** Without JavaScript every service's form shows it, so it says whom it is for. */
  oceanOnly: boolean
  onChange: (load: OceanLoad) => void
}) {
  const texts = useQuoteTexts()
  return (
    <fieldset className="field--wide check-group load-choice">
      <legend>{oceanOnly ? texts.loadOceanOnly : texts.load}</legend>
      {OCEAN_LOAD_CODES.map((code) => (
        <div className="check-field" key={code}>
          <input
            type="radio"
            id={idOf(`load-${code}`)}
            name="load"
            value={code}
            checked={value === code}
            onChange={() => onChange(code)}
          />
          <label htmlFor={idOf(`load-${code}`)}>{texts[`load.${code}`]}</label>
        </div>
      ))}
    </fieldset>
  )
}

/**
 * Step 2's description of the cargo: the load (ocean freight), then the package lines, the LCL
 * totals or the container lines it asks for, and the live totals. Without JavaScript every part
 * is there, and the load chosen says which is read.
 */
export function CargoFields({
  values,
  errors,
  mode,
  onePage,
  idOf,
  dispatch,
}: {
  values: QuoteDraft
  errors: Errors
  mode: FreightMode | undefined
  onePage: boolean
  idOf: (name: string) => string
  dispatch: (action: QuoteFormAction) => void
}) {
  const load = loadOf(values)
  const texts = useQuoteTexts()
  const onItem = (
    list: ItemList,
    index: number,
    field: LineField | ContainerField,
    value: string,
  ) => dispatch({ type: 'editItem', list, index, field, value })
  // Without JavaScript the lines are a fixed set: none is added or removed.
  const onAdd = (list: ItemList) =>
    onePage ? undefined : () => dispatch({ type: 'addItem', list })
  const onRemove = (list: ItemList) =>
    onePage ? undefined : (index: number) => dispatch({ type: 'removeItem', list, index })
  return (
    <>
      {onePage || values.service === OCEAN_SERVICE ? (
        <LoadChoice
          value={values.load}
          idOf={idOf}
          oceanOnly={onePage}
          onChange={(value) => dispatch({ type: 'edit', field: 'load', value })}
        />
      ) : null}
      {onePage || load === 'lcl-packages' ? (
        <PackageLines
          lines={values.packages}
          errors={errors}
          onChange={(index, field, value) => onItem('packages', index, field, value)}
          onAdd={onAdd('packages')}
          onRemove={onRemove('packages')}
        />
      ) : null}
      {onePage || load === 'lcl-totals' ? (
        <CargoTotalsFields
          totals={values.cargoTotals}
          errors={errors}
          onChange={(field, value) => dispatch({ type: 'editTotals', field, value })}
        />
      ) : null}
      {onePage || load === 'fcl' ? (
        <ContainerLines
          lines={values.containers}
          errors={errors}
          onChange={(index, field, value) => onItem('containers', index, field, value)}
          onAdd={onAdd('containers')}
          onRemove={onRemove('containers')}
        />
      ) : null}
      <div className="field--wide">
        {onePage ? (
          <>
            <p className="field__hint">{texts.onePageCargoHint}</p>
            <PostedEstimate />
          </>
        ) : (
          <>
            <DraftSummary values={values} mode={mode} />
            <LiveEstimate values={values} mode={mode} />
          </>
        )}
      </div>
    </>
  )
}
