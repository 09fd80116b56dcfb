import { Link } from 'react-router-dom';
import type { FooterLink } from './footer-links';

/** Site links as a list; `double` splits a long list into two columns. */
export function FooterLinkList({ links, double = false }: { links: readonly FooterLink[]; double?: boolean }) {
  return (
    <ul className={double ? 'df-footer__list df-footer__list--double' : 'df-footer__list'}>
      {links.map((link) => (
        <li key={link.href}>
          <Link className="df-footer__link" to={link.href}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
