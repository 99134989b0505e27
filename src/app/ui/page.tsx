import type { ReactNode } from 'react'

interface PageProps {
  title: string
  lead?: ReactNode
  children?: ReactNode
}

/** A content page: one <h1>, an optional lead paragraph, then the body. */
export function Page({ title, lead, children }: PageProps) {
  return (
    <div className="page">
      <h1>{title}</h1>
      {lead && <p className="page__lead">{lead}</p>}
      {children}
    </div>
  )
}

/** A screen whose feature arrives in a later issue: its heading and an honest note. */
export function ComingSoon({ title, note }: { title: string; note?: string }) {
  return (
    <Page title={title}>
      <p className="notice">{note ?? 'This screen is being built and will be available soon.'}</p>
    </Page>
  )
}
