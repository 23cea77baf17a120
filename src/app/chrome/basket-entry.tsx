import { BasketEntry } from '../../features/basket';
import { POPOVER_WIDTH } from '../lib/layout.constants';

/** The helper bar's 试题篮 slot: the basket feature's badge and popover (width 368). */
export function BasketSlot() {
  return <BasketEntry width={POPOVER_WIDTH.basket} className="helper-bar__item" />;
}
