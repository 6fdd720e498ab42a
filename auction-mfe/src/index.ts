// Async boundary for federation's shared singletons; the exposed modules need none of this file.
import('./standalone');
