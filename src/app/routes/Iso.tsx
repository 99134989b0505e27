import { createFileRoute } from '@tanstack/react-router'
import { IsoPage } from '#app/features/content/iso-page.tsx'

export const Route = createFileRoute('/Iso')({
  component: IsoPage,
})
