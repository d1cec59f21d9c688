import { bookingPage } from '@/components/booking/bookingPage';

const { generateMetadata, BookingPage } = bookingPage('specialist');

export { generateMetadata };
export default BookingPage;
