import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useGoBack } from './navigation';

interface PageProps {
  title: string;
  /** Top-level pages (the tab bar's) have no back arrow. */
  back?: boolean;
  right?: ReactNode;
  children: ReactNode;
}

/** A page's navigation area (title, back) and its content. */
export function Page({ title, back = true, right, children }: PageProps) {
  const goBack = useGoBack();
  return (
    <div className="page">
      <NavBar className="page-nav" back={back ? '' : null} backIcon={back} onBack={goBack} right={right}>
        {title}
      </NavBar>
      <main className="page-body">{children}</main>
    </div>
  );
}
