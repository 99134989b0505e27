import logo from '../../../public/images/logo.svg?raw'

const markup = { __html: logo }

/**
 * The logo drawn in the page rather than fetched, from the same file the favicon is: an SVG
 * <img> costs a document of its own, about 35 ms at 4× CPU before a ticket kept for a terminal
 * with no signal can paint (issue 9). The prerendered shells draw it the same way.
 */
export function LogoMark() {
  return <span className="logo__mark" aria-hidden="true" dangerouslySetInnerHTML={markup} />
}
