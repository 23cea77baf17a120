import { useState } from 'react';
import { Button } from 'antd';
import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { useSelector } from 'react-redux';
import { selectInBasket, type WithBasket } from '../basket.slice';
import { useBasketActions, type BasketQuestionRef } from '../hooks/use-basket';

/** 加入试题篮 / 移出试题篮 on a bank question card. */
export function BasketToggle({ question }: { question: BasketQuestionRef }) {
  const inBasket = useSelector((root: WithBasket) => selectInBasket(root, question.id));
  const actions = useBasketActions();
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    const done = inBasket ? actions.remove(question.id) : actions.add(question);
    void done.catch(() => undefined).finally(() => setBusy(false));
  };
  return (
    <Button
      type={inBasket ? 'default' : 'primary'}
      danger={inBasket}
      size="small"
      loading={busy}
      icon={inBasket ? <MinusCircleOutlined /> : <PlusCircleOutlined />}
      onClick={toggle}
    >
      {inBasket ? '移出试题篮' : '加入试题篮'}
    </Button>
  );
}
