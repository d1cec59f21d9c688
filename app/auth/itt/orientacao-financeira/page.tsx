import { bookingPage } from '@/components/booking/bookingPage';

const { generateMetadata, BookingPage } = bookingPage('finance');

export { generateMetadata };
export default BookingPage;
