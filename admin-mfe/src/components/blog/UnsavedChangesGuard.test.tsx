import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes } from '@sikka/shared/router';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * The Navigation API as a browser drives it on Back (jsdom has none): a cancelable 'navigate' event
 * first, and only if nobody cancelled it the step itself, which the router hears as popstate.
 */
class FakeNavigation extends EventTarget {
  cancelable = true;
  traverseTo = vi.fn((key: string) => {
    this.step(key);
    return { committed: Promise.resolve(), finished: Promise.resolve() };
  });
  back() {
    this.step('previous-entry');
  }
  private step(key: string) {
    const event = Object.assign(new Event('navigate', { cancelable: this.cancelable }), {
      navigationType: 'traverse',
      destination: { key, sameDocument: true },
    });
    if (this.dispatchEvent(event)) window.history.back();
  }
}

function Editor({ dirty }: { dirty: boolean }) {
  const leavingOnPurpose = useRef(false);
  return (
    <>
      <h1>Editor</h1>
      <label>
        Title <input />
      </label>
      <UnsavedChangesGuard dirty={dirty} leavingOnPurpose={leavingOnPurpose} />
      <Link to="/admin/blog">Cancel</Link>
    </>
  );
}

/** The shell's setup: a plain BrowserRouter (no data router), the list, then the editor pushed on top. */
async function openEditor(dirty = true) {
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/admin/blog" element={<Link to="/admin/blog/new">New Post</Link>} />
        <Route path="/admin/blog/new" element={<Editor dirty={dirty} />} />
      </Routes>
    </BrowserRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'New Post' }));
  await screen.findByRole('heading', { name: 'Editor' });
}

const leavePrompt = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });
let navigation: FakeNavigation;

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/blog');
  navigation = new FakeNavigation();
  vi.stubGlobal('navigation', navigation);
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('leaving the blog editor with unsaved changes', () => {
  it('asks on Back; Stay keeps the editor, its address and what was typed', async () => {
    await openEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'The Pig Rupee');
    navigation.back();
    await userEvent.click(within(await leavePrompt()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/admin/blog/new');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('The Pig Rupee');
  });

  it('asks on Back; Leave goes on to the entry Back was going to', async () => {
    await openEditor();
    navigation.back();
    await userEvent.click(within(await leavePrompt()).getByRole('button', { name: 'Leave' }));
    expect(navigation.traverseTo).toHaveBeenCalledWith('previous-entry');
    await screen.findByRole('link', { name: 'New Post' });
    expect(window.location.pathname).toBe('/admin/blog');
  });

  it('asks on Back again after staying once', async () => {
    await openEditor();
    navigation.back();
    await userEvent.click(within(await leavePrompt()).getByRole('button', { name: 'Stay' }));
    navigation.back();
    await userEvent.click(within(await leavePrompt()).getByRole('button', { name: 'Leave' }));
    await screen.findByRole('link', { name: 'New Post' });
  });

  it('lets Back through when the browser does not allow cancelling it (no interaction since the last time)', async () => {
    await openEditor();
    navigation.cancelable = false;
    navigation.back();
    await screen.findByRole('link', { name: 'New Post' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks on an in-app link', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await userEvent.click(within(await leavePrompt()).getByRole('button', { name: 'Stay' }));
    expect(window.location.pathname).toBe('/admin/blog/new');
  });

  it('lets Back through without asking when nothing changed', async () => {
    await openEditor(false);
    navigation.back();
    await screen.findByRole('link', { name: 'New Post' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
