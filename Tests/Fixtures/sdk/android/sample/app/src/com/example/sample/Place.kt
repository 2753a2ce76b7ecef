package com.example.sample

import android.os.Parcel
import android.os.Parcelable

/** A place in the list, handed to the detail screen through the Intent (Parcelable written by hand). */
class Place(val name: String, val rating: Int, val tags: ArrayList<String>) : Parcelable {
    constructor(parcel: Parcel) : this(
        parcel.readString() ?: "",
        parcel.readInt(),
        parcel.createStringArrayList() ?: arrayListOf()
    )

    override fun writeToParcel(dest: Parcel, flags: Int) {
        dest.writeString(name)
        dest.writeInt(rating)
        dest.writeStringList(tags)
    }

    override fun describeContents(): Int = 0

    companion object {
        @JvmField
        val CREATOR = object : Parcelable.Creator<Place> {
            override fun createFromParcel(source: Parcel): Place = Place(source)

            override fun newArray(size: Int): Array<Place?> = arrayOfNulls(size)
        }
    }
}
