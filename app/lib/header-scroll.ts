// Header behaviour from spec section 9: hide past 100px when scrolling down, show when
// scrolling up or within 10px of the top, stronger shadow after 10px.

export const HEADER_HIDE_AFTER = 100;
export const HEADER_TOP_ZONE = 10;
export const HEADER_SHADOW_AFTER = 10;

export interface HeaderScrollState {
  visible: boolean;
  elevated: boolean;
  lastY: number;
}

export const initialHeaderScrollState: HeaderScrollState = {
  visible: true,
  elevated: false,
  lastY: 0,
};

export function nextHeaderScrollState(prev: HeaderScrollState, y: number): HeaderScrollState {
  const elevated = y > HEADER_SHADOW_AFTER;
  let visible = prev.visible;
  if (y <= HEADER_TOP_ZONE) visible = true;
  else if (y < prev.lastY) visible = true;
  else if (y > prev.lastY && y > HEADER_HIDE_AFTER) visible = false;
  if (visible === prev.visible && elevated === prev.elevated && y === prev.lastY) return prev;
  return { visible, elevated, lastY: y };
}
