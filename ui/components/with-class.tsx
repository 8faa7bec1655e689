import { cx } from '@linaria/core'
import { createElement, type ComponentProps, type JSX } from 'react'

/**
 * An HTML element that always carries a class of ours (linaria's `css`), and any class it is given: what
 * `styled.tag` gave, without @linaria/react's runtime (≈ 3 KB gzipped in every first paint).
 */
export const withClass = <T extends keyof JSX.IntrinsicElements>(tag: T, base: string) => {
  const Element = ({ className, ...props }: ComponentProps<T>) =>
    createElement(tag, { ...props, className: cx(base, className as string | undefined) })
  return Element
}
