import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppErrorPage } from './AppErrorPage.tsx';

interface Props {
  children: ReactNode;
}

interface BoundaryProps extends Props {
  pathname: string;
}

interface State {
  /** Where the render crashed; moving elsewhere tries the screens again. */
  failedAt: string | undefined;
}

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { failedAt: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== undefined && state.failedAt !== props.pathname) return { failedAt: undefined };
    return null;
  }

  override render() {
    return this.state.failedAt === undefined ? this.props.children : <AppErrorPage />;
  }
}

/**
 * A render crash (or a screen's chunk that fails to load) shows the last-resort page, as the data
 * router's errorElement did; a link to another address renders the screens again.
 */
export function AppErrorBoundary({ children }: Props) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
