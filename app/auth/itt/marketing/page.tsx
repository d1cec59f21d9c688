import { bookingPage } from '@/components/booking/bookingPage';

const { generateMetadata, BookingPage } = bookingPage('marketing');

export { generateMetadata };
export default BookingPage;
