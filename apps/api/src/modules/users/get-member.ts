/**
 * The member as the API returns it (spec §3 User, memberInfos for a store).
 */
import { fromCents, MemberType, type User } from '@iding/domain';
import type { Db } from '../../db/client';
import { findStore } from '../stores/get-store';
import { displayPhone } from './phone-number';
import { findStoreMember, findUserByPhone, type UserRow } from './users.queries';

export type { UserRow };

/**
 * The member with their standing at `identifier` (spec §7 GET /api/user optional identifier): user_group,
 * point and store_credit (TWD) there; zeros and NORMAL when they have none or no store is given.
 */
export async function toUserResponse(db: Db, user: UserRow, identifier?: string): Promise<User> {
  let memberInfos = { user_group: user.userType, point: 0, store_credit: 0 };
  if (identifier) {
    const store = await findStore(db, identifier);
    const member = store ? await findStoreMember(db, user.id, store.id) : undefined;
    if (member) {
      memberInfos = {
        // An account-wide black-list outranks the store's group.
        user_group: user.userType === MemberType.BLACK_LIST ? MemberType.BLACK_LIST : member.userGroup,
        point: member.point,
        store_credit: fromCents(member.storeCreditCents),
      };
    }
  }
  return {
    id: user.id,
    uid: user.uuid,
    user_type: user.userType,
    name: user.name,
    email: user.email,
    country_code: user.countryCode,
    phone: displayPhone(user.countryCode, user.phone),
    address: {
      city: user.addressCity,
      district: user.addressDistrict,
      address: user.address,
      floor: user.addressFloor,
    },
    memberInfos,
    birthday: user.birthday ?? null,
  };
}

/**
 * True when the member may not order at the store (spec §3 BLACK_LIST): black-listed account-wide or at
 * that store.
 */
export async function isBlacklisted(db: Db, user: UserRow, storeId: number): Promise<boolean> {
  if (user.userType === MemberType.BLACK_LIST) return true;
  const member = await findStoreMember(db, user.id, storeId);
  return member?.userGroup === MemberType.BLACK_LIST;
}

/**
 * Whether a member has this phone (spec §7 POST /api/user/exist and /api/user/not_exist).
 * @param countryCode calling code without "+"; phone the national number as stored (parseMemberPhone).
 */
export async function isPhoneRegistered(db: Db, countryCode: string, phone: string): Promise<boolean> {
  return (await findUserByPhone(db, countryCode, phone)) !== undefined;
}
