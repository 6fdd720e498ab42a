import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@sikka/shared/router/fixed';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { Button } from '../Button/Button';
import { Logo } from '../Logo/Logo';
import { AccessDenied } from './AccessDenied';

describe('<AccessDenied>', () => {
  it('uses the spec texts and links home', () => {
    render(
      <MemoryRouter>
        <AccessDenied reason="Not authorized" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Not authorized')).toBeInTheDocument();
  });
});

describe('<Breadcrumb>', () => {
  it('shows Home > title with the current page marked', () => {
    render(
      <MemoryRouter>
        <Breadcrumb title="Return Policy" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toHaveTextContent('Home>Return Policy');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Return Policy')).toHaveAttribute('aria-current', 'page');
  });
});

describe('<Button>', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Sign In</Button>);
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'button');
  });

  it('lends its look to a link with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/sell">Sell Your Coins</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Sell Your Coins' });
    expect(link).toHaveAttribute('href', '/sell');
    expect(link.className).toContain('secondary');
  });
});

describe('<Logo>', () => {
  it('reads as Sikka with or without the wordmark', () => {
    const { rerender } = render(<Logo />);
    expect(screen.getByText('Sikka')).toBeInTheDocument();
    rerender(<Logo wordmark={false} />);
    expect(screen.getByRole('img', { name: 'Sikka' })).toBeInTheDocument();
  });
});
