import { formatDateTime } from '@sikka/shared/format';
import type { OrderEvent } from '@sikka/shared/domain/orders';
import styles from './OrderPageView.module.css';

/** What happened to the order, oldest first, in the words order_page gives (never who did it). */
export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  return (
    <section className={styles.section} aria-labelledby="order-history">
      <h2 id="order-history" className={styles.sectionTitle}>
        History
      </h2>
      <ol className={styles.history}>
        {events.map((event) => (
          <li key={`${event.at}-${event.text}`}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            <span>{event.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
