import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react'
import { createLink } from '@tanstack/react-router'
import { forwardRef } from 'react'

const StyledAnchor = forwardRef<HTMLAnchorElement, ChakraLinkProps>((props, ref) => <ChakraLink ref={ref} {...props} />)

/** A router link styled by the theme's link recipe; `activeProps` mark the current page. */
export const NavLink = createLink(StyledAnchor)
