package staff

import (
	"github.com/pistil/pistil/internal/api/core"
)

// Routes are store staff's calls, under /api/v1 and /v1: the
// reservations to fill, user segments, and the store reports
// (docs/analytics.md).
func (s *Server) Routes() []core.Route {
	h := s.Handle
	return []core.Route{
		core.At("GET", "/staff/reservations", h(s.staffReservations), core.Op("listStaffReservations", "The store's reservations, a page at a time").Reads(core.InQuery("status", "Only reservations in these statuses, comma-separated."), core.PageQuery).Returns(StaffReservationPage{})),
		core.At("GET", "/staff/reservations/{id}", h(s.staffReservation), core.Op("getStaffReservation", "One of the store's reservations").Returns(StaffReservationAnswer{})),
		core.At("PATCH", "/staff/reservations/{id}", h(s.updateStaffReservation), core.Op("updateStaffReservation", "Move a reservation on, cancel it, or message the shopper").Takes(StaffReservationChange{}).Returns(StaffReservationAnswer{})),
		core.At("GET", "/staff/user_segments", h(s.staffSegments), core.Op("listStaffSegments", "The user segments the store's staff manage").Returns(StaffSegments{})),
		core.At("GET", "/staff/user_segments/{id}/members", h(s.staffSegmentMembers), core.Op("listStaffSegmentMembers", "A staff segment's members").Returns(SegmentMembers{})),
		core.At("POST", "/staff/user_segments/{id}/members", h(s.addStaffSegmentMember), core.Op("addStaffSegmentMember", "Put a customer in a staff segment").Takes(SegmentMemberRequest{}).Returns(SegmentMemberAnswer{})),
		core.At("DELETE", "/staff/user_segments/{id}/members/{customerId}", h(s.removeStaffSegmentMember), core.Op("removeStaffSegmentMember", "Take a customer out of a staff segment").AnswersNothing()),
		core.At("GET", "/stores/{id}/reports/products", h(s.productReport(false)), core.Op("getProductReport", "Impressions, clicks, adds and reservations per day, product and placement").Reads(core.ReportFormatQuery...).Answers("application/json", "text/csv").Returns(ProductReport{})),
		core.At("GET", "/stores/{id}/reports/products.csv", h(s.productReport(true)), core.Op("getProductReportCSV", "The product report as CSV").Reads(core.ReportQuery...).Answers("text/csv")),
		core.At("GET", "/stores/{id}/reports/events", h(s.eventReport(false)), core.Op("getEventReport", "Collected analytics events per day").Reads(core.ReportFormatQuery...).Answers("application/json", "text/csv").Returns(EventReport{})),
		core.At("GET", "/stores/{id}/reports/events.csv", h(s.eventReport(true)), core.Op("getEventReportCSV", "The event report as CSV").Reads(core.ReportQuery...).Answers("text/csv")),
		core.At("GET", "/stores/{id}/reports/campaigns", h(s.campaignReport(false)), core.Op("getCampaignReport", "Reservations and amounts per day and campaign").Reads(core.ReportFormatQuery...).Answers("application/json", "text/csv").Returns(CampaignReport{})),
		core.At("GET", "/stores/{id}/reports/campaigns.csv", h(s.campaignReport(true)), core.Op("getCampaignReportCSV", "The campaign report as CSV").Reads(core.ReportQuery...).Answers("text/csv")),
	}
}
