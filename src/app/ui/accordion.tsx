import { useId, useState, type ReactNode } from 'react'
import './accordion.css'

export interface AccordionItem {
  title: string
  body: ReactNode
}

/** Disclosure buttons (aria-expanded) over their sections; several may be open at once. */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[]
  headingLevel?: 2 | 3
}) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(index)) next.add(index)
      return next
    })

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open.has(index)
        return (
          <div key={item.title} className="accordion__item">
            <Heading className="accordion__heading">
              <button
                type="button"
                id={`${baseId}-${index}`}
                aria-expanded={expanded}
                aria-controls={`${baseId}-${index}-panel`}
                onClick={() => toggle(index)}
              >
                {item.title}
              </button>
            </Heading>
            <div
              id={`${baseId}-${index}-panel`}
              role="region"
              aria-labelledby={`${baseId}-${index}`}
              className="accordion__panel"
              hidden={!expanded}
            >
              {item.body}
            </div>
          </div>
        )
      })}
    </div>
  )
}
