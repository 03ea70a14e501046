import { describe, expect, it } from 'vitest';
import { isArticlePage } from '../app/ScrollAndEvents';
import { readCookie } from './cookies';
import { displayError } from './forms';
import { mayReloadForStaleChunk, modalZIndex, shouldCloseOnSwipe } from './gestures';
import { imageUrl } from './image';

describe('images from our own host', () => {
  it('get a width parameter, 300 by default', () => {
    expect(imageUrl('/media/covers/a.jpg')).toBe('/media/covers/a.jpg?w=300');
    expect(imageUrl('/media/a.jpg?v=2', 640)).toBe('/media/a.jpg?v=2&w=640');
    expect(imageUrl('https://img.example.cn/x.png', 300, 'https://img.example.cn')).toBe(
      'https://img.example.cn/x.png?w=300',
    );
  });
  it('others pass through untouched', () => {
    expect(imageUrl('https://elsewhere.com/x.png', 300, 'https://img.example.cn')).toBe('https://elsewhere.com/x.png');
    expect(imageUrl('')).toBe('');
  });
});

describe('modals and swipes', () => {
  it('layer from 1000, two per level', () => {
    expect([0, 1, 2].map(modalZIndex)).toEqual([1000, 1002, 1004]);
  });
  it('close past 10% of the size, or on a quick flick within 300 ms', () => {
    expect(shouldCloseOnSwipe(50, 400, 800)).toBe(true);
    expect(shouldCloseOnSwipe(30, 400, 800)).toBe(false);
    expect(shouldCloseOnSwipe(30, 400, 200)).toBe(true);
    expect(shouldCloseOnSwipe(-80, 400, 100)).toBe(false);
  });
});

describe('stale chunk reload guard', () => {
  it('reloads at most once per 10 s', () => {
    expect(mayReloadForStaleChunk(null, 1000)).toBe(true);
    expect(mayReloadForStaleChunk(1000, 9000)).toBe(false);
    expect(mayReloadForStaleChunk(1000, 11_000)).toBe(true);
  });
});

describe('small helpers', () => {
  it('reads cookies', () => {
    expect(readCookie('bb_token', 'a=1; bb_token=abc%3D; bb_uid=2')).toBe('abc=');
    expect(readCookie('missing', 'a=1')).toBeNull();
  });
  it('strips the field name from server messages for display', () => {
    expect(displayError('phone: 手机号格式不正确')).toBe('手机号格式不正确');
    expect(displayError('账号或密码错误')).toBe('账号或密码错误');
  });
  it('knows article pages, which restore their own position', () => {
    expect(isArticlePage('/article/12')).toBe(true);
    expect(isArticlePage('/article/12/poster3')).toBe(false);
    expect(isArticlePage('/article')).toBe(false);
  });
});
