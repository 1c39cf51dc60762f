// The declarations in this file exist only until internal/api's references
// are updated to the domain packages that now define these types (issue
// 19, step 6; ADR 0021): nothing else in the tree uses them. Every exported
// name that moved out of storage has one here, so that internal/api, which
// is being split meanwhile, builds unchanged. Once internal/api names the
// domain's declarations, delete this file.

package storage

import (
	"github.com/pistil/pistil/internal/accounts"
	"github.com/pistil/pistil/internal/analytics"
	"github.com/pistil/pistil/internal/cart"
	"github.com/pistil/pistil/internal/catalog"
	"github.com/pistil/pistil/internal/checkout"
	"github.com/pistil/pistil/internal/clienterr"
	"github.com/pistil/pistil/internal/loyalty"
	"github.com/pistil/pistil/internal/merch"
	"github.com/pistil/pistil/internal/notify"
	"github.com/pistil/pistil/internal/segments"
)

type (
	Customer        = accounts.Customer
	NewCustomer     = accounts.NewCustomer
	Login           = accounts.Login
	Session         = accounts.Session
	CustomerUpdate  = accounts.CustomerUpdate
	Signup          = accounts.Signup
	Verification    = accounts.Verification
	NewVerification = accounts.NewVerification
	SignOn          = accounts.SignOn
	Identity        = accounts.Identity
	Document        = accounts.Document
	DocumentPhoto   = accounts.DocumentPhoto
	NewPhoto        = accounts.NewPhoto
	DocumentChange  = accounts.DocumentChange
	StaffToken      = accounts.StaffToken
	KioskDevice     = checkout.KioskDevice
	Wallet          = loyalty.Wallet
	LoyaltyCode     = loyalty.WalletCode
	LedgerEntry     = loyalty.LedgerEntry

	ShownReview         = catalog.ShownReview
	NewReview           = catalog.NewReview
	BrandSummary        = catalog.BrandSummary
	BrandCashBack       = catalog.BrandCashBack
	Carrier             = catalog.Carrier
	ProductWithCarriers = catalog.ProductWithCarriers
	NearbyProduct       = catalog.NearbyProduct
	ProductFilter       = catalog.ProductFilter

	Impression     = merch.Impression
	Event          = merch.Event
	ClientError    = clienterr.Stored
	AnalyticsEvent = analytics.Stored
	OutboxMessage  = notify.Stored
	StaffSegment   = segments.StaffSegment
	SegmentMember  = segments.Member
)

const (
	StaffTokenPrefix  = accounts.StaffTokenPrefix
	KioskTokenPrefix  = checkout.KioskTokenPrefix
	WalletUnlockLife  = loyalty.WalletUnlockLife
	NearbyMiles       = catalog.NearbyMiles
	MsgBadStaffToken  = accounts.MsgBadStaffToken
	MsgNoSegmentBuyer = segments.MsgNoCustomer

	EventClick            = merch.EventClick
	EventExternalCheckout = merch.EventExternalCheckout
	EventSession          = merch.EventSession
)

var (
	MilesBetween   = catalog.MilesBetween
	StoreCurrency  = catalog.StoreCurrency
	SpecialChanges = cart.SpecialChanges
)
