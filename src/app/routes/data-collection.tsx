import { createFileRoute } from '@tanstack/react-router'
import { DataCollectionPage } from '#app/features/content/data-collection-page.tsx'

export const Route = createFileRoute('/data-collection')({
  component: DataCollectionPage,
})
